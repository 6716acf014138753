// The records list, as the rest of the collections screen may use it.
export { RecordsView } from './RecordsView';
