export { CredentialChecks } from './credential-checks';
export { useCredentialChecksStore } from './credential-checks-store';
