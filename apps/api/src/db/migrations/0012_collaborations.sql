-- Reserved for 0012_collaborations; filled by the session that builds it.
SELECT 1;
