import type { Messages } from '@lingui/core';
import { namespaced } from '../../lib/i18n';

// Every namespace of this language in one chunk, loaded only when the language is chosen.
export default namespaced(import.meta.glob<Messages>('./*.json', { eager: true, import: 'default' }));
