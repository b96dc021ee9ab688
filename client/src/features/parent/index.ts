// The parent feature's public surface: the buy path /Pricing shows (public/PricingPage).
export { BuyPanel } from './BuyPanel';
