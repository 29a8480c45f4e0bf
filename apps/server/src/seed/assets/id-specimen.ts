import sharp from 'sharp';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * An obviously fake identity card for the demo data, drawn as SVG and rendered to PNG: a silhouette
 * instead of a photo, "SPECIMEN" across it, and the profile's name, date of birth and number, so
 * staff can try the checklist against the profile. It shows no real person and is no real document.
 */
export async function idSpecimenPng(person: { legalName: string; dateOfBirth: string; idNumber: string; expires: string }): Promise<Buffer> {
  const row = (y: number, label: string, value: string) =>
    `<text x="250" y="${y}" font-size="15" fill="#57534e">${escape(label)}</text><text x="250" y="${y + 24}" font-size="22" font-weight="700" fill="#1c1917">${escape(value)}</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="860" height="540" viewBox="0 0 860 540" font-family="DejaVu Sans, Arial, sans-serif">
  <rect x="3" y="3" width="854" height="534" rx="26" fill="#ecfdf5"/>
  <rect x="3" y="3" width="854" height="81" rx="26" fill="#065f46"/>
  <rect x="3" y="56" width="854" height="28" fill="#065f46"/>
  <text x="40" y="56" font-size="28" font-weight="700" fill="#ffffff">DEMO IDENTITY CARD</text>
  <text x="820" y="56" font-size="18" fill="#d1fae5" text-anchor="end">Not a real document</text>
  <rect x="40" y="120" width="180" height="230" rx="10" fill="#d6d3d1"/>
  <circle cx="130" cy="205" r="48" fill="#a8a29e"/>
  <path d="M58 350 C 70 270, 190 270, 202 350 Z" fill="#a8a29e"/>
  ${row(130, 'Name', person.legalName)}
  ${row(195, 'Date of birth', person.dateOfBirth)}
  ${row(260, 'Document number', person.idNumber)}
  ${row(325, 'Expires', person.expires)}
  <text x="40" y="420" font-size="14" fill="#57534e">Generated for the demo data of this site. It shows no real person.</text>
  <text x="430" y="330" font-size="110" font-weight="700" fill="#b91c1c" fill-opacity="0.28" text-anchor="middle" transform="rotate(-18 430 330)">SPECIMEN</text>
  <rect x="40" y="450" width="780" height="54" rx="6" fill="#d1fae5"/>
  <text x="56" y="485" font-size="18" font-family="DejaVu Sans Mono, monospace" fill="#065f46">ID&lt;&lt;SPECIMEN&lt;&lt;${escape(person.idNumber)}&lt;&lt;&lt;&lt;DEMO&lt;&lt;&lt;&lt;</text>
  <rect x="3" y="3" width="854" height="534" rx="26" fill="none" stroke="#065f46" stroke-width="6"/>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
