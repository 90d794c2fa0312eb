-- Reserved for 0011_chat; filled by the session that builds it.
SELECT 1;
