/**
 * What the calculator loads when the visitor starts filling in its form: the domain's checks (zod
 * schemas) and pricing, and the results they lead to. Not part of the page's first load, whose budget
 * (100 kB of JavaScript) has no room for zod.
 */
export { calculatorErrors } from '@domain/pricing/calculator-input';
export { calculateShippingQuotes } from '@domain/pricing/calculator';
export { CalculatorResults } from '../components/calculator-results';
export { isSubscriberPlan } from '@/lib/current-plan';
