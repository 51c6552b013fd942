import { useParams } from 'react-router-dom';
import { ArticlePage } from '@/features/blog/components/article-page';
import '../pages.css';

export const BlogArticleRoute = () => {
  const { slug } = useParams();
  return (
    <div className="page page--medium">
      <ArticlePage slug={slug} />
    </div>
  );
};
