import { describe, expect, it } from 'vitest';
import { testRestaurant } from '../../lib/test-fixtures.ts';
import { reviewsJsonLd } from './reviews-json-ld.ts';
import { reviewsPage, testReview } from './reviews-test-fixtures.tsx';

describe('reviews JSON-LD', () => {
  const restaurant = testRestaurant({ averageRating: 3, totalReviews: 1, description: '', contact: { phone: '', email: '' }, socialMediaLinks: {}, logoUrl: null, coverImageUrl: null });

  it('describes the restaurant with its aggregate rating and the page’s reviews', () => {
    const review = testReview({ userName: 'Maria S.', rating: 4.5, comment: '</script><script>alert(1)</script>', createdAt: '2026-06-02T13:05:00.000Z' });
    const block = reviewsJsonLd(restaurant, 'https://goldenfork.example', reviewsPage([review], { averageRating: 4.5, ratingCount: 12 }));
    expect(block).toMatchObject({
      '@type': 'Restaurant',
      name: 'The Golden Fork',
      url: 'https://goldenfork.example/reviews',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 12, bestRating: 5, worstRating: 0.5 },
      review: [
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: 'Maria S.' },
          datePublished: '2026-06-02',
          reviewBody: '</script><script>alert(1)</script>',
          reviewRating: { '@type': 'Rating', ratingValue: 4.5, bestRating: 5, worstRating: 0.5 },
        },
      ],
    });
  });

  it('claims no rating before the first review', () => {
    const block = reviewsJsonLd(restaurant, 'https://goldenfork.example', reviewsPage([], { ratingCount: 0, averageRating: 0 }));
    expect(block.aggregateRating).toBeUndefined();
    expect(block.review).toEqual([]);
  });
});
