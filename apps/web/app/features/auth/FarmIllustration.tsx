/**
 * The auth screens' illustration: layered hills, furrowed fields, a low sun and grazing cattle in the
 * brand's greens and earth tones. Pure SVG so it costs no image request and scales to any panel.
 */
export function FarmIllustration({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 600 800" preserveAspectRatio="xMidYMid slice" className={className}>
      <defs>
        <linearGradient id="auth-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#17301d" />
          <stop offset="0.55" stopColor="#27502e" />
          <stop offset="1" stopColor="#5e3920" />
        </linearGradient>
        <radialGradient id="auth-sun" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#f1e1b8" />
          <stop offset="0.6" stopColor="#ddb35c" />
          <stop offset="1" stopColor="#ddb35c" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="600" height="800" fill="url(#auth-sky)" />
      <circle cx="420" cy="330" r="150" fill="url(#auth-sun)" opacity="0.55" />
      <circle cx="420" cy="330" r="62" fill="#e8cc88" />
      <path d="M0 430 C 120 370 230 400 320 380 S 520 330 600 360 L600 800 L0 800Z" fill="#203f26" />
      <path d="M0 500 C 150 450 260 490 380 460 S 540 430 600 450 L600 800 L0 800Z" fill="#2f6437" />
      <g fill="#17301d">
        <rect x="96" y="404" width="6" height="40" />
        <circle cx="99" cy="392" r="26" />
        <circle cx="82" cy="404" r="18" />
        <circle cx="118" cy="404" r="18" />
        <rect x="500" y="388" width="5" height="30" />
        <circle cx="502" cy="378" r="19" />
      </g>
      <path d="M0 580 C 160 530 300 570 420 545 S 560 520 600 530 L600 800 L0 800Z" fill="#96603b" />
      <g stroke="#7a4b2c" strokeWidth="3" fill="none" strokeLinecap="round">
        {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
          <path key={i} d={`M${-40 + i * 30} 800 C ${80 + i * 40} ${690 - i * 6}, ${180 + i * 50} ${620 - i * 4}, ${260 + i * 48} ${575 - i * 3}`} />
        ))}
      </g>
      <g stroke="#c9973a" strokeWidth="2.5" strokeLinecap="round">
        {[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((i) => (
          <g key={i} transform={`translate(${330 + i * 22} ${640 + (i % 3) * 10})`}>
            <path d="M0 60 V0" />
            <path d="M0 14 l-7 -8 M0 14 l7 -8 M0 26 l-7 -8 M0 26 l7 -8 M0 38 l-7 -8 M0 38 l7 -8" />
          </g>
        ))}
      </g>
      <g fill="#0c1d11">
        <path d="M190 470 h46 a10 10 0 0 1 10 10 v10 h-6 v14 h-5 v-14 h-40 v14 h-5 v-14 h-4 v-14 a8 8 0 0 1 4 -6z M246 474 l12 -6 l4 8 l-10 6z" />
        <path d="M268 486 h36 a8 8 0 0 1 8 8 v8 h-5 v11 h-4 v-11 h-31 v11 h-4 v-11 h-3 v-11 a6 6 0 0 1 3 -5z M312 489 l9 -5 l3 6 l-8 5z" />
      </g>
      <g fill="#f1e1b8" opacity="0.8">
        <path d="M120 170 q8 -8 16 0 q8 -8 16 0" stroke="#f1e1b8" strokeWidth="2" fill="none" />
        <path d="M180 130 q6 -6 12 0 q6 -6 12 0" stroke="#f1e1b8" strokeWidth="2" fill="none" />
      </g>
    </svg>
  );
}
