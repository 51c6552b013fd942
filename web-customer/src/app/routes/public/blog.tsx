import { PageHead } from '@/components/seo/page-head';
import { BlogList } from '@/features/blog/components/blog-list';

export const BlogRoute = () => (
  <div className="page">
    <PageHead title="Blog : conseils pour acheter en France depuis les Outre-mer et le Maroc"
      description="Guides et conseils pour acheter en France et vous faire livrer aux Antilles, en Guyane, à La Réunion, à Mayotte ou au Maroc." />
    <BlogList />
  </div>
);
