import type { BlogPost } from '@owo/core';
import { Link, useParams } from 'react-router';
import { BlogMeta } from '../components/blog-card';
import { BlogCover } from '../components/blog-cover';
import { LoadError } from '../components/load-error';
import { NotFoundScreen } from '../components/not-found-screen';
import { RuntimeQueries } from '../components/runtime-queries';
import { useBlogPost } from '../hooks/use-blog';
import { usePageMeta } from '../hooks/use-page-meta';

function PostArticle({ post }: { post: BlogPost }) {
  usePageMeta(post.title, post.excerpt);
  return (
    <article className="container post">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to="/blogs">Blog</Link>
          </li>
          <li aria-current="page">{post.title}</li>
        </ol>
      </nav>
      <header className="post-header">
        <p className="tag">{post.category}</p>
        <h1>{post.title}</h1>
        <p className="lead">{post.excerpt}</p>
        <BlogMeta post={post} />
      </header>
      <BlogCover category={post.category} alt={post.coverAlt} large />
      <div className="prose post-body">
        {post.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <footer className="post-footer">
        <Link to="/blogs" className="text-link">
          Back to all articles
        </Link>
      </footer>
    </article>
  );
}

function PostLoading() {
  usePageMeta('Loading article', 'An article from the Owo blog.');
  return (
    <div className="container post" aria-busy="true">
      <p role="status" className="visually-hidden">
        Loading article
      </p>
      <div className="skeleton skeleton-title" aria-hidden="true" />
      <div className="skeleton skeleton-cover skeleton-cover-large" aria-hidden="true" />
    </div>
  );
}

function PostError({ message, onRetry }: { message: string; onRetry: () => void }) {
  usePageMeta('Article unavailable', 'This article from the Owo blog could not be loaded.');
  return (
    <div className="container post">
      <LoadError title="We couldn’t load this article" message={message} onRetry={onRetry} headingLevel={1} />
    </div>
  );
}

function Post({ id }: { id: string }) {
  const query = useBlogPost(id);

  if (query.status === 'loading') return <PostLoading />;
  if (query.status === 'error') {
    if (query.error.status === 404) return <NotFoundScreen />;
    return <PostError message={query.error.message} onRetry={query.retry} />;
  }
  return <PostArticle post={query.data.post} />;
}

export function BlogDetailPage() {
  const { id = '' } = useParams();
  return (
    <RuntimeQueries>
      <Post id={id} />
    </RuntimeQueries>
  );
}
