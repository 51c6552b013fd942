import { PageTitle } from '@/components/seo/page-title';
import { BlogList } from '@/features/blog/components/blog-list';

export const BlogRoute = () => (
  <div className="page">
    <PageTitle title="Blog : conseils pour acheter en France depuis les Outre-mer et le Maroc" />
    <BlogList />
  </div>
);
