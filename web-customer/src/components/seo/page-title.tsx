/** React 19 hoists <title> into the document head. */
export const PageTitle = ({ title }: { title: string }) => <title>{`${title} — Passerelle`}</title>;
