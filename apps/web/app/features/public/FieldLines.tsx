/** Decorative furrowed-field contour lines used behind heroes (pure SVG: no image request). */
export function FieldLines({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={className} viewBox="0 0 1440 160" preserveAspectRatio="none" fill="none">
      {[0, 1, 2, 3, 4, 5, 6].map((i) => (
        <path
          key={i}
          d={`M0 ${150 - i * 18} C 240 ${120 - i * 20}, 480 ${160 - i * 16}, 720 ${130 - i * 18} S 1200 ${100 - i * 20}, 1440 ${120 - i * 18}`}
          stroke="currentColor"
          strokeWidth="1.5"
        />
      ))}
    </svg>
  );
}
