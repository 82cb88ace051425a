import { Fragment } from 'react';

const WORD = /[\p{L}\p{N}]{3,}/gu;

/** The words of a query worth marking in a passage (3+ letters, longest first so "osmosis" wins over "osm"). */
export function highlightTerms(query: string | null): string[] {
  if (!query) return [];
  return [...new Set(query.toLowerCase().match(WORD) ?? [])].sort((a, b) => b.length - a.length).slice(0, 16);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Text with the query's words marked (<mark>), matched at word starts so "cell" marks "cells"
 * but not "excellent". Plain text only: nothing in a passage is ever rendered as HTML.
 */
export function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  if (terms.length === 0) return <>{text}</>;
  const re = new RegExp(`(?<![\\p{L}\\p{N}])(${terms.map(escape).join('|')})`, 'giu');
  const parts = text.split(re);
  return (
    <>{parts.map((part, i) => (i % 2 === 1 ? <mark key={i}>{part}</mark> : <Fragment key={i}>{part}</Fragment>))}</>
  );
}
