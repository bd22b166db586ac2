import { catInclusionText, catLegend, rateText, type Quote } from '@fvc/shared/finance';

/**
 * The rate beside the CAT, and what the CAT counts (issue #13, DESIGN §4b): a visitor comparing
 * offers needs both, on the live result (paso 2) and on the summary (paso 3) alike.
 */
export function QuoteDisclosure({ quote, calculatedAt }: { quote: Quote; calculatedAt: Date }) {
  return (
    <div className="calc-disclosure">
      <p className="calc-disclosure__figure">{rateText(quote.annualRate)}</p>
      <p className="calc-disclosure__figure">{catLegend(quote.cat, calculatedAt)}</p>
      <p className="calc-disclosure__detail">{catInclusionText(quote.catIncludes, quote.cat)}</p>
    </div>
  );
}
