// What other features use of the set lists.
export { setCatalogue, type SetCatalogue } from './catalogue';
