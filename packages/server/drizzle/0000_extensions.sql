-- Trigram matching backs the case-insensitive catalogue search (products_*_trgm_idx).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
