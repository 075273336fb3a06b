import { blogListResponse, blogPostResponse, featureQueryDefaults } from '@owo/core';
import { useRuntime } from '@owo/core/react';
import { useApiQuery } from './use-api-query';

const blogKeys = {
  posts: ['blog', 'posts'] as const,
  post: (id: string) => ['blog', 'posts', id] as const,
};

/** The blog's articles, newest first. Silent: the page shows its own error state, so no toast on top. */
export function useBlogPosts() {
  const { http } = useRuntime();
  return useApiQuery({
    ...featureQueryDefaults,
    queryKey: blogKeys.posts,
    queryFn: async ({ signal }) =>
      (await http.get('api/v1/blog/posts', { schema: blogListResponse, signal, silent: true })).data,
  });
}

export function useBlogPost(id: string) {
  const { http } = useRuntime();
  return useApiQuery({
    ...featureQueryDefaults,
    queryKey: blogKeys.post(id),
    queryFn: async ({ signal }) =>
      (
        await http.get(`api/v1/blog/posts/${encodeURIComponent(id)}`, {
          schema: blogPostResponse,
          signal,
          silent: true,
        })
      ).data,
  });
}
