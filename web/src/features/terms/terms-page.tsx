import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';
import { usePlatformStore } from '../../lib/bookings';
import { termsLastUpdated, termsSections, termsSectionsFor } from './terms-content';
import { TermsSection } from './terms-section';
import { useLoadOnShow } from '../../lib/use-load-on-show';

export function TermsPage() {
  useDocumentTitle('Terms of Service');
  const feeBasisPoints = usePlatformStore((state) => state.serviceFeeBasisPoints);
  const loadPlatform = usePlatformStore((state) => state.load);
  useLoadOnShow(loadPlatform);
  // The fee the platform charges once known; the shared default (what it charges unless
  // configured otherwise) until then.
  const sections = feeBasisPoints === null ? termsSections : termsSectionsFor(feeBasisPoints);
  return (
    <article className="page terms">
      <h1 className="page__title">Terms of Service</h1>
      <p className="terms__updated">Last updated {termsLastUpdated}</p>
      <nav aria-label="Contents" className="card terms__contents">
        <p className="terms__contents-title">Contents</p>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <TermsSection key={section.id} section={section} />
      ))}
      <p className="terms__back">
        <Link to="/">Back to home</Link>
      </p>
    </article>
  );
}
