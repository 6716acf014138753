export * from './types';
export * from './helpers';
