import { BlogCard, BlogCardSkeletons } from '../components/blog-card';
import { LoadError } from '../components/load-error';
import { PageHero } from '../components/page-hero';
import { RuntimeQueries } from '../components/runtime-queries';
import { useBlogPosts } from '../hooks/use-blog';
import { usePageMeta } from '../hooks/use-page-meta';

function PostList() {
  const query = useBlogPosts();

  if (query.status === 'loading') {
    return (
      <>
        <p role="status" className="visually-hidden">
          Loading articles
        </p>
        <BlogCardSkeletons count={6} />
      </>
    );
  }
  if (query.status === 'error') {
    return (
      <LoadError title="We couldn’t load the articles" message={query.error.message} onRetry={query.retry} />
    );
  }

  const [featured, ...rest] = query.data.posts;
  if (!featured) return <p className="empty-state">No articles yet. Check back soon.</p>;
  return (
    <>
      <BlogCard post={featured} featured />
      {rest.length > 0 ? (
        <>
          <h2 className="visually-hidden">More articles</h2>
          <div className="blog-grid">
            {rest.map((post) => (
              <BlogCard key={post.id} post={post} />
            ))}
          </div>
        </>
      ) : null}
    </>
  );
}

export function BlogsPage() {
  usePageMeta(
    'Blog',
    'Guides, money tips and security advice from the Owo team: paying bills, bank transfer fees, dollar cards and avoiding scams.',
  );

  return (
    <>
      <PageHero
        eyebrow="Blog"
        title="Guides and money tips from the Owo team"
        lead="Practical help for everyday money in Nigeria: how to pay, what it costs, and how to keep it safe."
      />
      <section className="section section-tight" aria-label="Articles">
        <div className="container blog-list">
          <RuntimeQueries>
            <PostList />
          </RuntimeQueries>
        </div>
      </section>
    </>
  );
}
