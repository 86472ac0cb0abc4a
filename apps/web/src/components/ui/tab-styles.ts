/** The look of a page's tabs (Radix Tabs triggers): the active one underlined in the brand's colour. */
export const tabTriggerClass =
  'whitespace-nowrap border-b-2 border-transparent px-3 py-2 sm:px-4 text-sm font-medium text-slate-700 hover:text-slate-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700';

/** The row that holds them. */
export const tabListClass = 'mb-6 flex flex-wrap gap-x-1 border-b border-slate-200 sm:gap-x-2';
