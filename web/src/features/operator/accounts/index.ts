export { AccountFinder } from './account-finder';
export { EraseAccountDialog, eraseAccountTexts, useEraseAccountStore } from './erase-account';
