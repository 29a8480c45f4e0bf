import { useState } from 'react';
import { Download } from 'lucide-react';
import { isProvisionalTaxYear, statementTaxYears, taxYearDays, taxYearLabel, formatDate } from '@app/contract';
import { Options } from '../../ui/Options';
import { CardSection } from '../../ui/CardSection';

/**
 * Download of a UK tax-year statement (6 April to 5 April): the investor's own on the portfolio and
 * the same PDF for staff on the investor detail. `href` gives the PDF's address for a start year.
 */
export function TaxYearStatement({
  href,
  packHref,
  description,
}: {
  href: (startYear: number) => string;
  /** The zip for an accountant (statement, CSV of credits, README), where the viewer may have it. */
  packHref?: (startYear: number) => string;
  description: string;
}) {
  const years = statementTaxYears();
  const [year, setYear] = useState(years[0]!);
  const { from, to } = taxYearDays(year);
  return (
    <CardSection id="statement-heading" title="Tax-year statement">
      <p className="mt-1 text-sm text-muted">{description}</p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="statement-year" className="label">
            Tax year
          </label>
          <select id="statement-year" className="input w-auto" value={year} onChange={(event) => setYear(Number(event.target.value))}>
            <Options values={years} label={taxYearLabel} />
          </select>
        </div>
        <a href={href(year)} className="btn btn-outline" download>
          <Download className="h-4 w-4" aria-hidden="true" /> {taxYearLabel(year)} statement (PDF)
        </a>
        {packHref && (
          <a href={packHref(year)} className="btn btn-outline" download>
            <Download className="h-4 w-4" aria-hidden="true" /> Pack for your accountant (zip)
          </a>
        )}
      </div>
      <p className="mt-2 text-xs text-muted">
        {formatDate(from)} to {formatDate(to)}
        {isProvisionalTaxYear(year) ? '. This tax year has not ended yet, so its statement is provisional.' : ''}
      </p>
      {packHref && (
        <p className="mt-1 text-xs text-muted">
          The pack holds the statement, a spreadsheet (CSV) of each profit share credited to you, and a note. We do not give tax advice.
        </p>
      )}
    </CardSection>
  );
}
