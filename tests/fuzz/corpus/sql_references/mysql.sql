SELECT `a` FROM db.t1 # comment
INNER JOIN t2 ON t1.x=t2.y, t3 WHERE t3.z = t1.z; SELECT "str", @var, :name, ? FROM dual