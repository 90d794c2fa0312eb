-- Reserved for 0015_performance; filled by the session that builds it.
SELECT 1;
