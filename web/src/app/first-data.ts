/**
 * The id of the <script type="application/json"> element in which the server render hands the
 * browser the query cache it rendered with (TanStack Query's dehydrated state).
 */
export const FIRST_DATA_ELEMENT_ID = 'atelier-first-data';
