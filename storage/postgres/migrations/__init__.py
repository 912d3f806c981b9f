"""The PostgreSQL dialect of storage/migrations: one file per SQLite migration, same numbers."""
