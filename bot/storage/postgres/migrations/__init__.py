"""The PostgreSQL dialect of bot/storage/migrations: one file per SQLite migration, same numbers."""
