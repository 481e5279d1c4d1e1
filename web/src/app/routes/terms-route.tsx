import { TermsPage } from '../../features/terms';

/** The Terms of Service: long text few visitors open, so a chunk of its own. */
export default function TermsRoute() {
  return <TermsPage />;
}
