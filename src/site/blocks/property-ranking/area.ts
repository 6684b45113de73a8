/** Square feet in one square metre (0.3048 m to the foot, exactly). */
const SQUARE_FEET_PER_SQUARE_METRE = 1 / (0.3048 * 0.3048);

/** The one conversion of the ranking: whole square feet for an area given in m² (85 → 915). */
export function squareFeet(squareMetres: number): number {
  return Math.round(squareMetres * SQUARE_FEET_PER_SQUARE_METRE);
}
