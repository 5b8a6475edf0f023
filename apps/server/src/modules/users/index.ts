/** Public entry of the users module for other modules, beside its service. */
export { currentUser, requestIdentity } from './current-user.js';
