import english from '../locales/en/validation.json';
import { catalog } from './i18n';

/** The messages of the value checks and parsers (sign-in and every form with typed values). */
export const validationText = catalog('validation', english);
export type ValidationKey = keyof typeof english;
