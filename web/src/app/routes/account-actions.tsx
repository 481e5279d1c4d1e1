import { AccountSettings, LogoutButton } from '../../features/accounts';

/** What every dashboard offers beside its tabs, from the accounts feature. */
export const accountActions = { logout: <LogoutButton />, accountSettings: <AccountSettings /> };
