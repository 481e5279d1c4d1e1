import type { TermsBlock, TermsSection as TermsSectionData } from './terms-content';

function Block({ block }: { block: TermsBlock }) {
  if (block.kind === 'paragraph') return <p>{block.text}</p>;
  return (
    <ul>
      {block.items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export function TermsSection({ section }: { section: TermsSectionData }) {
  const headingId = `${section.id}-heading`;
  return (
    <section id={section.id} className="terms-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{section.heading}</h2>
      {section.blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </section>
  );
}
