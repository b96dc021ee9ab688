/**
 * What other features use of the sign-in cards: how to open them with the credentials an import's or an
 * add's answer gave (router state, kept in this tab's session storage for a reload).
 */
export { keepCardCredentials, signInCardsPath, signInCardsState, type CardCredential } from './credentials';
