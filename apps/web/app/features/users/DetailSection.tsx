import { HeartPulse, MapPin, type LucideIcon } from 'lucide-react';
import type { UserView } from '@app/contract';
import type { ReactNode } from 'react';

export type DetailItem = { label: string; value: ReactNode; wide?: boolean };

const hasValue = (value: ReactNode) => value !== null && value !== undefined && value !== '' && value !== false;

/** A titled card of label/value pairs; renders nothing when no item has a value ("sections appear only if data exists"). */
export function DetailSection({ title, icon: Icon, items, children }: { title: string; icon?: LucideIcon; items: DetailItem[]; children?: ReactNode }) {
  const shown = items.filter((item) => hasValue(item.value));
  if (shown.length === 0 && !children) return null;
  return (
    <section className="card p-5" aria-labelledby={`section-${title.replace(/\W+/g, '-')}`}>
      <h2
        id={`section-${title.replace(/\W+/g, '-')}`}
        className="mb-4 flex items-center gap-2 font-sans text-sm font-semibold uppercase tracking-wide text-forest-800"
      >
        {Icon && <Icon className="h-4 w-4 text-forest-600" aria-hidden="true" />}
        {title}
      </h2>
      {shown.length > 0 && (
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
          {shown.map((item) => (
            <div key={item.label} className={item.wide ? 'sm:col-span-2' : undefined}>
              <dt className="text-xs font-medium text-muted">{item.label}</dt>
              <dd className="mt-0.5 break-words text-sm text-ink">{item.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {children}
    </section>
  );
}

/** A value as a mailto: or tel: link, or nothing without one. */
const contactLink = (scheme: 'mailto' | 'tel', value: string | null | undefined) =>
  value ? (
    <a className="text-forest-700 underline" href={`${scheme}:${value}`}>
      {value}
    </a>
  ) : null;

/** An email address as a mail link, or nothing without one. */
const mailLink = (email: string | null | undefined) => contactLink('mailto', email);

/** A phone number as a call link, or nothing without one. */
const phoneLink = (phone: string | null | undefined) => contactLink('tel', phone);

/** Email and Phone as links: the first rows of Contact Information on the user detail screen and the own profile. */
export const contactItems = (user: Pick<UserView, 'email' | 'phone'>): DetailItem[] => [
  { label: 'Email', value: mailLink(user.email) },
  { label: 'Phone', value: phoneLink(user.phone) },
];

/** Employee ID, Department and Designation: how both screens open Employment Information. */
export const staffPostItems = (user: Pick<UserView, 'employeeId' | 'department' | 'designation'>): DetailItem[] => [
  { label: 'Employee ID', value: user.employeeId },
  { label: 'Department', value: user.department },
  { label: 'Designation', value: user.designation },
];

/** Address Information, as the user detail screen and the own profile both show it. */
export function AddressSection({ address }: { address: UserView['address'] }) {
  return (
    <DetailSection
      title="Address Information"
      icon={MapPin}
      items={[
        { label: 'Street', value: address?.street, wide: true },
        { label: 'City', value: address?.city },
        { label: 'State', value: address?.state },
        { label: 'Zip code', value: address?.zipCode },
        { label: 'Country', value: address?.country },
      ]}
    />
  );
}

/** Emergency Contact, with its phone and email as links. */
export function EmergencyContactSection({ contact }: { contact: UserView['emergencyContact'] }) {
  return (
    <DetailSection
      title="Emergency Contact"
      icon={HeartPulse}
      items={[
        { label: 'Name', value: contact?.name },
        { label: 'Relationship', value: contact?.relationship },
        {
          label: 'Phone',
          value: phoneLink(contact?.phone),
        },
        {
          label: 'Email',
          value: mailLink(contact?.email),
        },
      ]}
    />
  );
}
