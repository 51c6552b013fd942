import { PageHead } from '@/components/seo/page-head';
import { prerenderedIsland } from '@/lib/prerendered-island';

/** The cards and their filter stay in the prerendered HTML until the person reaches for them (pointer or focus). */
const blogList = prerenderedIsland('blog', async () => (await import('@/features/blog/components/blog-list')).BlogList, 'on-interaction');

export const BlogRoute = () => (
  <div className="page">
    <PageHead title="Blog : conseils pour acheter en France depuis les Outre-mer et le Maroc"
      description="Guides et conseils pour acheter en France et vous faire livrer aux Antilles, en Guyane, à La Réunion, à Mayotte ou au Maroc." />
    {blogList.element}
  </div>
);
