"""`GameStore` on PostgreSQL (asyncpg), for several bot processes or machines sharing one database.

Chosen by `PICKOMINO_DATABASE_URL=postgresql://...`; SQLite stays the default.
"""

from storage.postgres.store import PostgresGameStore

__all__ = ["PostgresGameStore"]
