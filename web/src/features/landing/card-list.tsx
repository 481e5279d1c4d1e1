import type { LandingCard } from './landing-content';

interface CardListProps {
  cards: readonly LandingCard[];
  numbered?: boolean;
}

export function CardList({ cards, numbered = false }: CardListProps) {
  const items = cards.map((card, index) => (
    <li key={card.title} className="card landing-card">
      {numbered && (
        <span className="landing-card__step" aria-hidden="true">
          {index + 1}
        </span>
      )}
      <h3 className="landing-card__title">{card.title}</h3>
      <p>{card.text}</p>
    </li>
  ));
  return numbered ? <ol className="card-grid">{items}</ol> : <ul className="card-grid">{items}</ul>;
}
