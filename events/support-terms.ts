/** The support chat's fixed terms, apart from the event definitions so that the widget loads them alone. */
export const supportCategories = ['general', 'shipping', 'billing', 'technical', 'package'] as const;
export type SupportCategory = (typeof supportCategories)[number];
/** Premium customers are answered first: priority support is what the plan sells. */
export const supportPriorities = ['premium', 'normal'] as const;
export type SupportPriority = (typeof supportPriorities)[number];
export const supportSides = ['customer', 'staff'] as const;
export type SupportSide = (typeof supportSides)[number];

