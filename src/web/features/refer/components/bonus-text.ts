/** A bonus in rupees as people in India write it: ₹25,000 (paise only when there are any). */
export function formatBonus(amount: number): string {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(amount);
}
