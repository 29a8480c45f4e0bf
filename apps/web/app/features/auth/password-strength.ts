import { m } from '@app/contract/messages';

/** The five criteria of the strength meter (accounts.md §5); each label is a catalogue message. */
export const PASSWORD_CRITERIA = [
  { key: 'length', label: m.auth_criterion_length, test: (value: string) => value.length >= 8 },
  { key: 'upper', label: m.auth_criterion_upper, test: (value: string) => /[A-Z]/.test(value) },
  { key: 'lower', label: m.auth_criterion_lower, test: (value: string) => /[a-z]/.test(value) },
  { key: 'number', label: m.auth_criterion_number, test: (value: string) => /\d/.test(value) },
  { key: 'special', label: m.auth_criterion_special, test: (value: string) => /[^A-Za-z0-9]/.test(value) },
] as const;

export type StrengthLabel = 'Weak' | 'Fair' | 'Good' | 'Strong';

/** Up to 2 criteria met: Weak; 3: Fair; 4: Good; 5: Strong. */
export function passwordStrength(value: string): { score: number; label: StrengthLabel } {
  const score = PASSWORD_CRITERIA.filter((criterion) => criterion.test(value)).length;
  const label: StrengthLabel = score <= 2 ? 'Weak' : score === 3 ? 'Fair' : score === 4 ? 'Good' : 'Strong';
  return { score, label };
}
