/** The part of subset-font 2.9 that font-subsets.ts uses (its @types package predates `keepFeatures`). */
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options: {
      targetFormat: 'woff2';
      /**
       * OpenType feature tags to keep; the others (and the glyphs only they reach) are dropped.
       * Left out, HarfBuzz keeps its default set (the Bengali cut needs its conjunct features).
       */
      keepFeatures?: string[];
    },
  ): Promise<Buffer>;
}
