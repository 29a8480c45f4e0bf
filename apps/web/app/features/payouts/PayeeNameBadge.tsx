import { PAYEE_NAME_RESULT_LABELS, type PayeeNameResult } from '@app/contract';
import { Badge, type BadgeTone } from '../../ui/Badge';

const TONES: Record<PayeeNameResult, BadgeTone> = { match: 'green', close_match: 'orange', no_match: 'red' };

/** Confirmation of Payee on an account's holder name; nothing for an account given before names were checked. */
export function PayeeNameBadge({ nameCheck }: { nameCheck: PayeeNameResult | null }) {
  return nameCheck ? <Badge tone={TONES[nameCheck]}>{PAYEE_NAME_RESULT_LABELS[nameCheck]}</Badge> : null;
}
