import { formatDate } from '@owo/core';
import { Link } from 'react-router';
import { BlogCard, BlogCardSkeletons } from '../components/blog-card';
import { Icon } from '../components/icon';
import { LoadError } from '../components/load-error';
import { PageHero } from '../components/page-hero';
import { RuntimeQueries } from '../components/runtime-queries';
import { companyNews } from '../content/activity';
import { siteTimeZone } from '../content/site';
import { useBlogPosts } from '../hooks/use-blog';
import { usePageMeta } from '../hooks/use-page-meta';

const HIGHLIGHTS = 3;

function BlogHighlights() {
  const query = useBlogPosts();
  if (query.status === 'loading') {
    return (
      <>
        <p role="status" className="visually-hidden">
          Loading articles
        </p>
        <BlogCardSkeletons count={HIGHLIGHTS} />
      </>
    );
  }
  if (query.status === 'error') {
    return (
      <LoadError
        title="We couldn’t load the latest articles"
        message={query.error.message}
        onRetry={query.retry}
      />
    );
  }
  if (query.data.posts.length === 0) return <p className="empty-state">No articles yet. Check back soon.</p>;
  return (
    <div className="blog-grid">
      {query.data.posts.slice(0, HIGHLIGHTS).map((post) => (
        <BlogCard key={post.id} post={post} />
      ))}
    </div>
  );
}

export function ActivityPage() {
  usePageMeta(
    'News and updates',
    'What is new at Owo: product launches, improvements and highlights from the Owo blog.',
  );

  return (
    <>
      <PageHero
        eyebrow="News"
        title="What’s new at Owo"
        lead="Product launches, improvements and the stories behind them, newest first."
      />
      <section className="section section-tight" aria-labelledby="news-title">
        <div className="container narrow">
          <h2 id="news-title">Company news</h2>
          <ol className="timeline">
            {companyNews.map((item) => (
              <li key={item.date}>
                <time dateTime={item.date}>{formatDate(item.date, { timeZone: siteTimeZone })}</time>
                <h3>{item.title}</h3>
                <p>{item.body}</p>
                {item.link ? (
                  <Link to={item.link.to} className="text-link">
                    {item.link.label}
                    <Icon name="arrow-right" size={16} />
                  </Link>
                ) : null}
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section className="section section-subtle" aria-labelledby="highlights-title">
        <div className="container">
          <div className="section-heading section-heading-row">
            <h2 id="highlights-title">From the blog</h2>
            <Link to="/blogs" className="text-link">
              All articles
            </Link>
          </div>
          <RuntimeQueries>
            <BlogHighlights />
          </RuntimeQueries>
        </div>
      </section>
    </>
  );
}
