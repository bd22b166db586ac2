import { catExplanation, catLegend, catWithoutInsuranceText, rateText, type Quote } from '@fvc/shared/finance';

/**
 * The rate beside the CAT, the CAT without the insurance, and one line saying how the CAT is
 * computed, what it counts and why it moves (issues #13 and #65, decision 0008): a visitor
 * comparing offers needs them all, on the live result (paso 2) and on the summary (paso 3), above
 * the total cost of the figures.
 */
export function QuoteDisclosure({ quote, calculatedAt }: { quote: Quote; calculatedAt: Date }) {
  const withoutInsurance = catWithoutInsuranceText(quote);
  return (
    <div className="calc-disclosure">
      <p className="calc-disclosure__figure">{rateText(quote.annualRate)}</p>
      <p className="calc-disclosure__figure">{catLegend(quote.cat, calculatedAt)}</p>
      {withoutInsurance && <p className="calc-disclosure__figure">{withoutInsurance}</p>}
      <p className="calc-disclosure__detail">{catExplanation(quote)}</p>
    </div>
  );
}
