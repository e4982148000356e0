/**
 * What other capabilities may do with users (the users capability owns `users`): find a user by
 * identifier or id (one round trip, under row-level security), record a sign-in, and read or
 * update a user's own row inside the caller's transaction. Creating a user goes through
 * users/creation.ts `insertUser`, the one path for every way a user comes to be.
 */
export { assertIdentifiersFree, rethrowIdentifierConflict } from './creation';
export { createUserQueries as userRecords, findUserScoped, recordSignIn } from './queries';
