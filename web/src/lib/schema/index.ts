export * from './types';
export * from './helpers';
export * from './multiple';
