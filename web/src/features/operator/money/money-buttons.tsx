import type { MoneySubject } from './earnings-types';
import { moneyMessages } from './money-messages';
import { SecondaryButton } from '../../../components/secondary-button';

interface MoneyButtonsProps {
  nanny: { id: string; name: string };
  parent: { id: string; name: string | null };
  onShow: (subject: MoneySubject) => void;
  /** Marks the buttons as opening a dialog (over the list, not in place of another). */
  opensDialog?: boolean;
}

/** The nanny's earnings and the parent's payments of one session, each opening its dialog. */
export function MoneyButtons({ nanny, parent, onShow, opensDialog = false }: MoneyButtonsProps) {
  const popup = opensDialog ? 'dialog' : undefined;
  const button = (subject: MoneySubject, label: string) => (
    <SecondaryButton small aria-haspopup={popup} onClick={() => onShow(subject)}>
      {label}
    </SecondaryButton>
  );
  return (
    <>
      {button({ kind: 'nanny', ...nanny }, moneyMessages.nannyEarnings)}
      {button({ kind: 'parent', ...parent }, moneyMessages.parentPayments)}
    </>
  );
}
