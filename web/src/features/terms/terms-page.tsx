import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';
import { termsLastUpdated, termsSections } from './terms-content';
import { TermsSection } from './terms-section';

export function TermsPage() {
  useDocumentTitle('Terms of Service');
  return (
    <article className="page terms">
      <h1 className="page__title">Terms of Service</h1>
      <p className="terms__updated">Last updated {termsLastUpdated}</p>
      <nav aria-label="Contents" className="card terms__contents">
        <p className="terms__contents-title">Contents</p>
        <ol>
          {termsSections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {termsSections.map((section) => (
        <TermsSection key={section.id} section={section} />
      ))}
      <p className="terms__back">
        <Link to="/">Back to home</Link>
      </p>
    </article>
  );
}
